"""The generic table: everything a game's table in the window shares, whatever the game.

``session`` (one game: state, moves, seats, whose eyes), ``seats`` (who plays each seat, and
what a save's meta says of them), ``autosave`` (the autosave folder: where, how many, names,
listing), ``record`` (the player's win history), ``controllers`` + ``worker`` (seats played by
people or by bots thinking in a worker process on its own copy of the game), ``picker`` (clicks
turned into one legal action), ``handoff`` (the screen passed between people), ``cardframe``
(the frame the card tables draw in), and ``table`` (``GameTable``, split along its seams:
``turns``, ``replay``, ``input`` / ``guard`` / ``picking``, ``drawing`` / ``log``).

Imports nothing at package level: the bot worker process imports ``client.table.worker``
without pygame.
"""
