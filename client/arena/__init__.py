"""The Arena Rex arena scene (issue 6): Tiled map, models at true scale, ruler,
side panel, moves with legal reach, the attack flow and animated events.

Modules: ``camera`` (pan/zoom maths), ``map_view`` (tile layers via pytmx's
pygame loader + rules overlays), ``models`` (bases, sprites, tokens),
``ruler`` (base-to-base measuring), ``panel`` (card, damage tree, Favor,
banner), ``words`` (log sentences citing rules), ``anims`` (event-driven
animation queue) and ``scene`` (ArenaScene). No rules live here: every legal
question goes to the engine (``legal_actions`` / ``check``).
"""
