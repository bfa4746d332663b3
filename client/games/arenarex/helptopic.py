"""F1 in the arena (issue 22 seam 2): which entry of the rules summary (``rules``) the
thing under the mouse belongs to. The table calls ``ArenaScene.help_topic(thing, zone)``
with the hovered thing; this answers a glossary term or a section heading, or None for
the summary's top."""
from __future__ import annotations

from engine.arenarex.content import roster, trees

from . import panel as P
from . import rules

SHAPE_TOPIC = {"hazard": "Hazard", "wounding": "Wounding hazard", "lethal": "Lethal hazard", "duel_zone": "Duel Zone",
               "chain_anchor": "Chain", "deployment": "Deployment", "boundary": "Arena wall"}
BOX_TOPIC = {"push": "Push", "fatigue": "Fatigue", "favor": "Favor", "reposition": "Reposition"}
FATIGUE_TOPIC = {0: "Ready", 1: "Fatigued", 2: "Exhausted"}
DECISION_TOPIC = {"tree_path": "Damage Tree", "reaction": "Reactions", "follow_up": "Follow-up",
                  "reposition": "Reposition", "clear_turn": "Clear Turn", "activate": "Activation",
                  "favor": "Favor", "power_attack": "Power Attack", "action": "A turn", "deploy": "Deployment",
                  "place": "Displacement", "move_to": "Moving and Engagement"}
#: the log's rule names (the engine's sections) that have an entry of their own
RULE_TOPIC = {"Pushing": "Pushes and hazards", "Combat": "Attacking", "Damage Tree Results": "Damage Tree",
              "Favor Dice": "Favor", "Reactions": "Reactions", "Clear Turn": "Clear Turn", "Titans": "Titan",
              "Hazard": "Hazard", "Wounding Hazard": "Wounding hazard", "Lethal Hazard": "Lethal hazard",
              "Living Hazard": "Living hazard", "Displacement": "Displacement", "Fatigue Levels": "Fatigue",
              "Duel Zone": "Duel Zone", "Tactics": "Tactics", "Last Man Standing": "Last Man Standing",
              "Actions": "A turn", "Turn Structure": "A turn", "Vitality Bar": "Vitality", "Chained": "Chain"}


def entries() -> set[str]:
    return {h for h, _ in rules.SECTIONS} | {t for t, _ in rules.GLOSSARY}


def topic(scene, thing, zone: str) -> str | None:
    """The summary's entry for ``thing`` hovered in ``zone`` (model, shape, tree, log, abilities),
    else for what lies under the mouse (roll card, Favor pools, prompt), else None."""
    out = _topic(scene, thing, zone)
    if out not in entries():
        return None
    from engine.i18n import language

    if language() == "es":   # the summary on screen is the Spanish one: its word for the same entry
        from . import rules_es

        headings = {en: es for (en, _p), (es, _q) in zip(rules.SECTIONS, rules_es.SECTIONS, strict=True)}
        return rules_es.TERMS.get(out) or headings.get(out, out)
    return out


def _topic(scene, thing, zone):
    obs = scene.observation()
    if zone == "model" and thing in obs["models"]:
        m = obs["models"][thing]
        prof = roster()[m["p"]]
        if m["seat"] is None:
            return "Living hazard"
        if prof.kind == "titan":
            return "Titan"
        if prof.kind == "beast":
            return "Beast"
        return FATIGUE_TOPIC.get(m["fat"], "Fatigue")
    if zone == "shape":
        return SHAPE_TOPIC.get(getattr(thing, "kind", ""))
    if zone == "tree":
        return _box_topic(scene, obs, thing[1])
    if zone == "log":
        return RULE_TOPIC.get(thing[0], "Using the arena screen")
    if zone == "abilities":
        return "Ludus"
    pos = scene.input.mouse
    if pos is None:
        return None
    layout = scene.app.layout
    if scene.card_rect is not None and layout.rect(scene.card_rect).collidepoint(pos):
        return "Roll card"
    if layout.rect(P.FAVOR).collidepoint(pos):
        return "Favor"
    if layout.rect(P.TREE).collidepoint(pos):
        return "Damage Tree"
    if layout.rect(P.CARD).collidepoint(pos):
        return "Vitality"
    if layout.rect(P.PROMPT).collidepoint(pos) and scene.session.decision is not None:
        return DECISION_TOPIC.get(scene.session.decision.kind)
    if layout.rect(P.TOP).collidepoint(pos):
        top = scene.top_frame(obs)
        return "Last Man Standing" if top.get("lms") else "Clear Turn" if top.get("t") == "clear" else "A turn"
    return None


def _box_topic(scene, obs, bid):
    attack = scene.attack_frame(obs)
    tree_name = attack["tree"] if attack else None
    if tree_name is None:
        mid = scene.card_model(obs)
        if mid is None or mid not in obs["models"]:
            return "Damage Tree"
        tree_name = roster()[obs["models"][mid]["p"]].tree
    box = trees()[tree_name].boxes.get(bid)
    return BOX_TOPIC.get(box.box, "Damage Tree") if box is not None else "Damage Tree"
