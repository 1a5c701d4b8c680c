// One table's websocket: says hello with the last event held, reconnects by itself, and tells the page.

export class TableConnection {
  constructor(tableId, token, handlers) {
    this.url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/${encodeURIComponent(tableId)}`;
    this.token = token;
    this.handlers = handlers;
    this.last = -1;
    this.retry = 250;
    this.closed = false;
    this.connect();
  }

  connect() {
    this.handlers.status?.(this.last < 0 ? "connecting" : "reconnecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retry = 250;
      socket.send(JSON.stringify({ type: "hello", token: this.token, after: this.last, views: true, results: true }));
      this.handlers.status?.("open");
    });
    socket.addEventListener("message", (message) => this.receive(JSON.parse(message.data)));
    socket.addEventListener("close", () => {
      if (this.closed) return;
      this.handlers.status?.("reconnecting");
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    });
  }

  receive(message) {
    if (message.type === "welcome" && message.resync) this.last = -1;
    if (message.type === "events") {
      const fresh = message.events.filter((e) => e.seq > this.last);
      if (fresh.length) this.last = fresh[fresh.length - 1].seq;
      message = { ...message, events: fresh };
    }
    this.handlers[message.type]?.(message);
  }

  act(decision, action) {
    this.send({ type: "act", decision, action });
  }

  send(message) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
