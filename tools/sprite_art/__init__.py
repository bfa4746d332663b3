"""The parts ``tools/make_sprites.py`` draws Ludus's sprites with, one module a kind of picture:
``paint`` (palette and drawing kit), ``emblems`` (shared shapes and patterns), ``cards`` (frames,
backs, icons, tokens), ``models`` (Arena Rex's models and the dice), ``tiles`` (the two arena
tilesets) and ``scenes`` (backdrop, seat markers, panels, application icon)."""
