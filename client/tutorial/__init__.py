"""Learn to play: guided first games over the real tables (``coach.py``), where they got to
(``progress.py``), and how they open and end (``scenes.py``). The steps are data:
``engine/<game>/content/tutorial.toml``, read and proved by ``engine/play/tutorial.py``."""
