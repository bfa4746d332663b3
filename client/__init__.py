"""Ludus desktop client (pygame-ce): app and scene stack, scenes, widgets, settings.

Start it with ``client.app.run()``. The client holds no game rules: it shows what
the engine reports and sends the player's choices back.
"""
