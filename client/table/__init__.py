"""The generic table: everything a game's table in the window shares, whatever the game.

``session`` (one game: state, moves, seats, whose eyes), ``autosave`` (the autosave folder:
where, how many, names, listing), ``controllers`` + ``worker`` (seats played by people or
by bots thinking in a worker process on its own copy of the game), ``picker`` (clicks turned
into one legal action), ``handoff`` (the screen passed between people), and ``table``
(``GameTable``, split along its seams: ``flow``, ``replay``, ``input`` / ``guard`` /
``picking``, ``drawing`` / ``log``).

Imports nothing at package level: the bot worker process imports ``client.table.worker``
without pygame.
"""
