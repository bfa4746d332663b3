"""Our games for game-AI research: OpenSpiel (``openspiel.py``) and PettingZoo
(``pettingzoo.py``), both optional (``pip install 'ludus[research]'``), both built on parts
with no third-party import: fixed action ids (``encoding.py``, declared per game in
``games.py``) beside the ranked ones (``common.py``), observation tensors from declared
schemas (``tensors.py``, ``schemas.py``), perfect recall (``recall.py``), returns from
``result()``. Documented in docs/openspiel.md."""
