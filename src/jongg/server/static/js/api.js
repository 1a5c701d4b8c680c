// The server's HTTP API: JSON in, JSON out; an error answer becomes a thrown Error with the server's message.

export async function api(path, body) {
  const answer = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await answer.json();
  if (!answer.ok) throw new Error(data.message || data.error);
  return data;
}
