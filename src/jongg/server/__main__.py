"""`python -m jongg.server`: the same as `jongg serve`."""

from jongg.server.serve import main

main()
