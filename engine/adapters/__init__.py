"""Our games for game-AI research: OpenSpiel (``openspiel.py``) and PettingZoo
(``pettingzoo.py``), both optional (``pip install 'ludus[research]'``), both built on
``common.py``: stable integer action ids, strings and vectors from ``observation(seat)``
only, returns from ``result()``. The mapping is documented in docs/openspiel.md."""
