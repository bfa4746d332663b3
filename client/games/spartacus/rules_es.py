"""Spartacus en pocas páginas, en español: lo que muestra el resumen de reglas cuando la ventana
habla español. Palabras nuestras (las del resumen inglés, ``rules.py``), con los términos del
libro español (dominus, anfitrión, intriga, conspiración, influencia, guardias, el pulgar),
sin ninguna frase del reglamento. ``TERMS`` da, para cada palabra del glosario inglés, la del
glosario español (la tecla F1 abre el resumen en ella)."""
from __future__ import annotations

TITLE = "Spartacus — cómo se juega"

SECTIONS = (
    ("Cómo se gana", (
        "Cada jugador es el dominus de una casa romana de Capua. La influencia lo es todo: gana la primera casa "
        "que tenga 12 de influencia al terminar la intriga, el mercado o la arena. Si dos o más llegan en la "
        "misma fase, sus luchadores lo deciden en la arena.",
        "Para que ninguna partida sea eterna, la mesa se detiene tras 12 rondas; entonces gana quien tenga más "
        "influencia (el oro desempata). También cada ronda de conversaciones tiene fin: cada casa hace unas "
        "pocas ofertas y después pasa.",
    )),
    ("Tu casa", (
        "Tu tablero muestra tus esclavos a la izquierda, tus gladiadores a la derecha y, debajo, las guardias que "
        "has puesto boca arriba y tu equipo. Arriba están el oro y la influencia; la marca ANFITRIÓN señala la "
        "casa que organiza los juegos. Una carta girada y marcada está agotada o herida: no puede actuar ni "
        "luchar hasta que vuelva a estar preparada.",
        "Tus cartas de intriga (conspiraciones, reacciones y guardias que guardas ocultas) están bajo el "
        "tablero y solo tú las ves. Las demás casas solo ven cuántas tienes.",
    )),
    ("Una ronda, paso a paso", (
        "Mantenimiento: las cartas agotadas vuelven a estar preparadas, las heridas tiran para curarse (con 1 "
        "muere, con 2-3 sigue herida, con 4-6 se cura), cada esclavo preparado gana un oro y cada gladiador "
        "preparado cuesta un oro; el gladiador al que no puedes o no quieres pagar queda libre.",
        "Después vienen la intriga, el mercado y la arena, que se cuentan a continuación.",
    )),
    ("Intriga", (
        "Empezando por el anfitrión y siguiendo en orden, cada casa juega su turno: vende cartas de intriga al "
        "banco, usa la habilidad de su casa o la de un personaje preparado (que queda agotado), pone una guardia "
        "boca arriba y juega conspiraciones.",
        "Una conspiración pide influencia. Si te falta, pide apoyo a otras casas: elige la casa y lo que le "
        "prometes (oro cuando acabe la conspiración, o un favor). La casa a la que pides acepta o rechaza. El "
        "apoyo solo presta influencia para esa conspiración, y tu promesa no obliga: cuando la conspiración "
        "termina, tú decides si pagas. Todas las promesas quedan a la vista (botón Promesas): cumplidas, rotas "
        "o pendientes.",
        "Cualquier otra casa puede anular una conspiración con una carta de reacción si tiene la influencia que "
        "pide la carta. La casa contra la que va dirigida puede tirar una de sus guardias, boca arriba o oculta "
        "en la mano: con 4-6 la detiene, con 1-3 no; la guardia se gasta en ambos casos.",
    )),
    ("Mercado", (
        "El mercado abierto: por turnos, cada casa puede ofrecer a otra un trato de cartas de activo y oro por "
        "ambas partes (elige la casa, pulsa las cartas de los dos tableros y fija el oro) o vender un activo al "
        "banco. La otra casa acepta o rechaza. Cuando todas las casas pasan seguidas, el mercado se cierra. Es "
        "el único momento en que las cartas cambian de manos.",
        "Después, las subastas a ciegas: el oro se oculta y sale una carta de mercado por casa, de una en una. "
        "Todas las casas pujan en secreto (la pantalla pasa de una persona a otra) y luego se muestran todas las "
        "pujas a la vez. La más alta paga al banco. Si empatan en cabeza, vuelven a pujar añadiendo oro; si "
        "siguen empatadas, o nadie pujó, la carta se descarta. Al final, una subasta igual por la ficha de "
        "anfitrión, que además da 1 de influencia.",
    )),
    ("Arena", (
        "El anfitrión invita a dos casas. Antes, cualquier casa puede ofrecerle oro o un favor (una promesa "
        "pendiente, a la vista de todos) para quedar fuera; el anfitrión puede aceptarlo y aun así invitarte, "
        "y esa promesa queda anotada. Una casa invitada puede rechazar y pierde 1 de influencia. Si nadie más "
        "puede acudir, el anfitrión también tiene que luchar.",
        "Cada casa que entra elige un personaje preparado y como mucho una armadura, un arma y un objeto "
        "especial; la segunda ve lo que eligió la primera. El banco paga tributo a los luchadores favoritos: 2 "
        "de oro por marcador de favor, 6 por un campeón. Después cada casa apuesta en secreto de 1 a 3 de oro "
        "a resultados: que un luchador gane (a la par, nunca contra el tuyo), quede herido o sea decapitado "
        "(dos a uno).",
    )),
    ("El combate", (
        "Los luchadores se mueven por una arena de hexágonos. Ataque, defensa y velocidad son reservas de dados "
        "y también la vida del luchador. En cada asalto ambos tiran velocidad para la iniciativa; quien gana "
        "elige ir primero o segundo. En ese orden, cada uno avanza tantos hexágonos como dados de velocidad "
        "tenga (pasa el ratón para ver los iluminados y pulsa uno) y después, si está junto a su enemigo, "
        "puede atacar.",
        "Un ataque tira los dados de ataque contra los de defensa del rival, ordenados de mayor a menor y "
        "emparejados: cada dado de ataque que supera a su pareja hiere (los empates son para la defensa), y los "
        "dados de ataque sin pareja hieren con 3 o más. Por cada herida, el dueño quita un dado de la reserva "
        "que quiera.",
        "Una reserva vacía: el luchador se rinde. Dos: queda herido. Tres: decapitado. El vencido que se rinde "
        "o queda herido está a merced del anfitrión: primero las demás casas pueden ofrecerle oro o un favor "
        "para que ponga el pulgar hacia arriba o hacia abajo, y luego él decide. Un campeón no puede morir, y "
        "el anfitrión que hace matar a un favorito pierde 1 de influencia por cada marcador de favor que "
        "llevaba. Ganar da un marcador de favor y 1 de influencia; el cuarto favor hace un campeón.",
    )),
    ("Varios en una pantalla", (
        "Cuando quien debe decidir es otra persona ante la misma pantalla, una pantalla de relevo tapa la mesa: "
        "manos, guardias ocultas, pujas y apuestas secretas siguen siendo privadas. También aparece para "
        "decisiones fuera de turno, como responder a una oferta o tirar una guardia. Una pregunta con una sola "
        "respuesta posible (ninguna reacción que jugar, ninguna guardia que tirar, ningún oro que pujar) se "
        "responde sola al momento, sin relevo, mientras el ajuste \"Pases forzados\" esté activo.",
    )),
)

GLOSSARY = (
    ("Dominus", "El cabeza de una casa: tú."),
    ("Anfitrión", "La casa que organiza los juegos: invita a los luchadores y decide con el pulgar."),
    ("Influencia", "El peso en Capua; con 12 se gana. Las conspiraciones y las reacciones la piden."),
    ("Conspiración", "Una carta de intriga que juegas en tu turno por su efecto; pide influencia."),
    ("Apoyo", "Influencia que otra casa presta a tu conspiración a cambio de una promesa."),
    ("Promesa", "Lo que dijiste que darías por un apoyo o un trato; a la vista de todos, no obliga."),
    ("Reacción", "Una carta de intriga que anula la conspiración de otra casa."),
    ("Guardia", "Una carta que puede detener una conspiración dirigida a ti si sacas 4-6."),
    ("Agotado", "Usado en esta ronda: no puede actuar ni luchar hasta el próximo mantenimiento."),
    ("Herido", "Dañado en la arena: agotado hasta que se cure."),
    ("Subasta a ciegas", "Todos pujan en secreto a la vez; las pujas se muestran juntas."),
    ("Favor", "Un marcador por cada victoria en la arena; el banco paga tributo por él; el cuarto hace un campeón."),
    ("Pulgar", "El veredicto del anfitrión sobre un luchador vencido: arriba vive, abajo muere."),
)

#: the English glossary's words, as this glossary names them
TERMS = {"Dominus": "Dominus", "Host": "Anfitrión", "Influence": "Influencia", "Scheme": "Conspiración",
         "Support": "Apoyo", "Promise": "Promesa", "Reaction": "Reacción", "Guard": "Guardia",
         "Exhausted": "Agotado", "Wounded": "Herido", "Blind auction": "Subasta a ciegas", "Favour": "Favor",
         "Thumb": "Pulgar"}
