"""Arena Rex en pocas páginas, en español: lo que muestra el resumen de reglas cuando la ventana
habla español. Palabras nuestras (las del resumen inglés, ``rules.py``), ninguna frase del
reglamento. ``TERMS`` da, para cada palabra del glosario inglés, la del glosario español (una
palabra señalada en la arena abre el resumen en ella)."""
from __future__ import annotations

TITLE = "Arena Rex — cómo se juega"

SECTIONS = (
    ("Cómo se gana", (
        "Dos cohortes de luchadores se enfrentan en una arena. En la partida habitual (Munus) ganas cuando a tu "
        "rival no le queda ningún modelo en la arena. Otros escenarios cambian las fuerzas, el despliegue o el "
        "objetivo: la pantalla de preparación los nombra y cada uno dice lo que te pide.",
        "Un límite de tiempo, regla de la casa nuestra (el libro no pone ninguno): la barra superior cuenta "
        "los turnos y, tras el último (el 80 salvo que la partida se preparara de otro modo), el combate se "
        "detiene tal como está. Gana el bando con más modelos en la arena; si tienen los mismos, el de más "
        "casillas de vitalidad sin marcar; si vuelven a empatar, es un empate.",
    )),
    ("Un turno", (
        "Los jugadores se turnan. En tu turno puedes dejar primero que un modelo Fatigado recobre el aliento "
        "(se quita una fatiga y no juega este turno); después activas un modelo Preparado y actúas con él "
        "cuanto quieras y pueda: moverse, atacar, volver a moverse. Cuando paras, el turno pasa.",
        "El primer movimiento de una activación es gratis. Cada movimiento más, y cada ataque, le cuesta al "
        "modelo una fatiga; un Ataque potente cuesta una más. Ninguna acción puede llevar a un modelo más allá "
        "de Exhausto.",
    )),
    ("Fatiga", (
        "Un modelo está Preparado (sin fatiga), Fatigado (una) o Exhausto (dos). Solo un modelo que empieza tu "
        "turno Preparado puede activarse o reaccionar. Un modelo Exhausto no puede actuar y es más fácil de "
        "empujar: los ataques contra él ganan un empuje gratis.",
    )),
    ("Turno de limpieza", (
        "Cuando todos tus modelos empiezan tu turno Fatigados o Exhaustos, juegas en su lugar un turno de "
        "limpieza: cada modelo tuyo se quita una fatiga y puedes gastar Favor en Tácticas (Maniobra, "
        "Recuperar, las de tu Ludus) antes de que pase el turno.",
        "Último en pie: cuando empiezas un turno con un solo modelo, es un turno de limpieza en el que ese "
        "modelo se quita toda la fatiga y después puede activarse.",
    )),
    ("Movimiento y traba", (
        "Un movimiento llega hasta el MOV del modelo en pulgadas, sin atravesar peanas ni peligros. Arrastra "
        "el modelo activo para moverlo; la vista previa muestra hasta dónde llega y lo que cuesta.",
        "Dos modelos están trabados cuando sus peanas están a 1 pulgada o menos, de borde a borde. Solo "
        "puedes atacar a un modelo con el que estás trabado. Empezar un movimiento estando trabado puede "
        "provocar el Ataque de oportunidad del enemigo.",
    )),
    ("El ataque", (
        "El atacante tira tantos dados como su ATQ y el defensor tantos como su DEF; cada 4, 5 o 6 es un "
        "éxito. Los éxitos del atacante que superan a los del defensor son los éxitos netos.",
        "Los éxitos netos bajan por el árbol de daño del atacante desde arriba, una casilla cada uno, por "
        "casillas unidas. Cada casilla suma daño y puede empujar, fatigar al defensor, dar Favor o recolocar "
        "al atacante. Al final se resta la ARM del defensor al daño del árbol, y lo que queda marca su "
        "vitalidad desde la izquierda. Un modelo con toda la vitalidad marcada queda derrotado.",
    )),
    ("Empujes y peligros", (
        "Un empuje aleja al defensor 1 pulgada en línea recta del atacante, que después puede seguirlo 1 "
        "pulgada. Un defensor con una peana mayor que la de su atacante resiste un empuje por ataque. Empujar "
        "a un modelo contra uno de tus modelos da un éxito más, una vez por ataque.",
        "Los peligros (columnas, muros) dan una fatiga la primera vez que un modelo es empujado contra ellos en "
        "un ataque; los peligros hirientes (pinchos, fuego) causan 3 de daño que la ARM no para; los peligros "
        "letales (fosos, precipicios) derrotan al modelo cuya peana los toca.",
    )),
    ("Reacciones", (
        "Un modelo Preparado puede responder al rival a cambio de una fatiga: moverse después de que se mueva "
        "un enemigo; golpear a un enemigo trabado que empieza a moverse (Ataque de oportunidad); tirar ATQ en "
        "vez de DEF al ser atacado (Contraataque); o prestar su DEF a un amigo atacado (Ayuda). La ventana te "
        "pregunta cuando una reacción es posible.",
    )),
    ("Favor", (
        "Los dados de Favor son los vítores del público. Empiezas con tres. Se ganan en las casillas de laurel "
        "de un árbol de daño o de una vitalidad, con el primer ataque de la partida y en una zona de duelo. Se "
        "gastan en Tácticas o se añaden a una tirada de ataque o de defensa (un modelo puede añadir hasta dos "
        "por turno); un dado de Favor con 4 o más cuenta doble.",
    )),
    ("La pantalla de la arena", (
        "Pasa el ratón por un modelo para ver su carta; el panel lateral muestra sus valores, su árbol de "
        "daño y su vitalidad. Arrastra con el botón derecho (o M) para medir; la rueda o +/- acercan, las "
        "flechas desplazan. Las tiradas y sus resultados se quedan en pantalla hasta que los hayas visto. "
        "Esc abre el menú.",
    )),
)

GLOSSARY = (
    ("Activación", "Elegir tu modelo Preparado del turno y actuar con él hasta que pares."),
    ("Muro de la arena", "El borde de la arena cuenta como peligro: empujado contra él, un modelo gana una fatiga."),
    ("ARM", "Armadura: se resta del daño total del árbol. El daño de peligros y habilidades no la tiene en cuenta."),
    ("Ayuda", "Una reacción: un modelo Preparado suma su DEF a un amigo atacado (le cuesta una fatiga)."),
    ("ATQ", "Cuántos dados tira un modelo para atacar."),
    ("Bestia", "Un animal que se desboca en el turno de limpieza de su cohorte y ataca al modelo más cercano."),
    ("Cadena", "Un modelo encadenado nunca se aleja de su anclaje más que el largo de la cadena; un empuje "
               "que la cadena detiene cuenta como chocar con un peligro."),
    ("Turno de limpieza", "Se juega cuando ninguno de tus modelos empieza el turno Preparado: cada modelo se "
                          "quita una fatiga y puedes usar Tácticas."),
    ("Cohorte", "Tu equipo de modelos para la partida."),
    ("Contraataque", "Una reacción: tiras ATQ en vez de DEF; si superas al atacante, le devuelves el golpe."),
    ("Árbol de daño", "Las casillas de la carta de un modelo por las que bajan sus éxitos netos, de arriba "
                      "abajo, por casillas unidas."),
    ("DEF", "Cuántos dados tira un modelo para defenderse."),
    ("Despliegue", "Por dónde entran tus modelos en la arena al empezar: junto a tu propio borde."),
    ("Desplazamiento", "Un Titán que termina su movimiento sobre otras peanas las levanta; se vuelven a "
                       "colocar tocándolo."),
    ("Zona de duelo", "Un lugar marcado: los modelos en ella ganan un Favor más, y tenerla solo en un turno de "
                      "limpieza da uno."),
    ("Traba", "A 1 pulgada o menos, de borde de peana a borde de peana. Solo puedes atacar a un modelo "
              "con el que estás trabado."),
    ("Exhausto", "Dos fatigas: el modelo no puede actuar ni reaccionar, y es más fácil de empujar."),
    ("Fatiga", "El coste de actuar: Preparado, luego Fatigado, luego Exhausto. Los movimientos de más, los "
               "ataques y las reacciones cuestan una cada uno."),
    ("Fatigado", "Una fatiga: el modelo no puede activarse ni reaccionar este turno."),
    ("Favor", "Dados del público: se ganan en casillas de laurel y con juego atrevido, se gastan en Tácticas o "
              "se añaden a las tiradas; un 4+ cuenta doble."),
    ("Seguir", "Tras un empuje, el atacante puede moverse hasta 1 pulgada hacia el modelo empujado."),
    ("Peligro", "Una columna o un muro: empujado contra él, un modelo gana una fatiga (una vez por ataque)."),
    ("Último en pie", "Un turno de limpieza para un superviviente solitario: se quita toda la fatiga y "
                      "después puede activarse."),
    ("Peligro letal", "Un foso, un precipicio o agua profunda: el modelo cuya peana lo toca queda derrotado."),
    ("Peligro vivo", "Una bestia suelta en la arena, de nadie: un modelo empujado a 3 pulgadas o menos de ella "
                     "recibe su carga y su ataque."),
    ("Ludus", "Tu escuela de gladiadores: cada una tiene sus Tácticas y sus habilidades pasivas."),
    ("MOV", "Cuántas pulgadas puede moverse un modelo en un movimiento."),
    ("Éxitos netos", "Los éxitos (4+) del atacante que superan a los del defensor: se gastan en el árbol de "
                     "daño."),
    ("Ataque de oportunidad", "Una reacción: golpear a un enemigo trabado contigo que empieza a moverse, con "
                              "un éxito más."),
    ("Ataque potente", "Un ataque por una fatiga más: el atacante puede repetir una vez sus dados fallados."),
    ("Empuje", "El defensor se aleja 1 pulgada en línea recta del atacante; un defensor con una peana mayor "
               "que la de su atacante resiste un empuje por ataque."),
    ("Preparado", "Sin fatiga: el modelo puede activarse y reaccionar."),
    ("Recolocar", "Una casilla del árbol de daño: el atacante puede moverse hasta 3 pulgadas."),
    ("Carta de tirada", "La carta sobre el mapa que muestra los dados de un ataque, las casillas tomadas del "
                        "árbol de daño y lo que resultó; un dado con 4 o más es un éxito."),
    ("Tácticas", "Favor gastado en tu turno de limpieza: Maniobra (un movimiento gratis), Recuperar (quitar "
                 "una fatiga) y las de tu Ludus."),
    ("Titán", "Un modelo enorme: no se le puede empujar y pasa entre modelos más pequeños, desplazándolos."),
    ("Vitalidad", "La fila de casillas que el daño de un modelo marca desde la izquierda; toda marcada, queda "
                  "derrotado."),
    ("Peligro hiriente", "Pinchos, cuchillas o fuego: empujado contra él, un modelo sufre 3 de daño sin ARM."),
)

#: the English glossary's words, as this glossary names them
TERMS = {"Activation": "Activación", "Arena wall": "Muro de la arena", "ARM": "ARM", "Assist": "Ayuda",
         "ATK": "ATQ", "Beast": "Bestia", "Chain": "Cadena", "Clear Turn": "Turno de limpieza", "Cohort": "Cohorte",
         "Counterattack": "Contraataque", "Damage Tree": "Árbol de daño", "DEF": "DEF", "Deployment": "Despliegue",
         "Displacement": "Desplazamiento", "Duel Zone": "Zona de duelo", "Engagement": "Traba",
         "Exhausted": "Exhausto", "Fatigue": "Fatiga", "Fatigued": "Fatigado", "Favor": "Favor",
         "Follow-up": "Seguir", "Hazard": "Peligro", "Last Man Standing": "Último en pie",
         "Lethal hazard": "Peligro letal", "Living hazard": "Peligro vivo", "Ludus": "Ludus", "MOV": "MOV",
         "Net successes": "Éxitos netos", "Opportunity Attack": "Ataque de oportunidad",
         "Power Attack": "Ataque potente", "Push": "Empuje", "Ready": "Preparado", "Reposition": "Recolocar",
         "Roll card": "Carta de tirada", "Tactics": "Tácticas", "Titan": "Titán", "Vitality": "Vitalidad",
         "Wounding hazard": "Peligro hiriente"}
