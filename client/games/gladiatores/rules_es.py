"""Gladiatores: Blood for Roses en unas páginas: el resumen de reglas en español.

Escrito por nosotros, como el inglés de ``rules``: ninguna frase sale del reglamento. Los
términos del glosario y los encabezados son los que la mesa muestra en español (el catálogo
``gladiatores``), para que F1 abra el resumen en la entrada de lo que está bajo el ratón.
"""
from __future__ import annotations

TITLE = "Gladiatores — cómo se juega"

SECTIONS = (
    ("Cómo se gana", (
        "Cada asiento es una escuela de gladiadores que manda a un luchador a una serie de eventos en la "
        "arena (tres de forma normal, hasta cinco). Los eventos pagan coronas, que colocas en tu Rueda de "
        "la Gloria.",
        "Al final tus Puntos de Victoria son el valor de tus coronas, más 8 por la primera rueda llena y 6 "
        "por la segunda, menos lo que aún debas a la Rueda del Banco. Los empates se deciden por las "
        "coronas de oro y después por las de plata.",
        "Los juegos terminan tras el último evento, o al final de un evento en el que se llena la rueda de "
        "alguien.",
    )),
    ("Un evento, paso a paso", (
        "La carta de evento dice sus premios: una corona para el ganador y otra para el segundo, y una "
        "reserva de favor del público que los luchadores ganan durante el combate.",
        "Subasta: en el mercado se ofrece un gladiador más que asientos hay. Por turnos, cada asiento pone "
        "su marcador en la siguiente casilla libre de una fila: bronce cuesta 1, plata 2 y oro 3 (con dos "
        "asientos solo se usa el bronce; con tres, bronce y plata). Quien ocupa una fila que otro tenía lo "
        "supera: el superado vuelve a elegir enseguida y su casilla queda cerrada. La subasta acaba cuando "
        "todos pasan seguidos.",
        "Se paga con coronas de tu rueda; lo que no cubran lo presta la Rueda del Banco, y esa deuda se resta "
        "de tu puntuación al final. Un asiento que no puede pagar nada se lleva gratis un gladiador sobrante.",
        "Preparar: tu gladiador trae sus propias nueve cartas y robas más de los tres mazos de combate "
        "(Ataque, Defensa, Efecto), eligiendo el mazo cada vez.",
        "Luego se descubren los marcadores de Orden de Turno; el número 1 actúa primero. Con tres asientos o "
        "más, cada uno hace una apuesta secreta por el gladiador que cree que ganará; nadie puede mirarla, "
        "ni siquiera quien la hizo, hasta que acaba el evento. Después cada asiento guarda una carta de "
        "Táctica boca abajo.",
    )),
    ("Tu turno en el combate", (
        "Por Orden de Turno, el gladiador que actúa hace una sola cosa: ataca a otro luchador con una carta "
        "de Ataque, juega una carta con triángulo rojo o una habilidad lista, o descarta una carta para "
        "robar otra del mazo que quiera. Descartar cuesta 1 de favor mientras te quede; sin cartas de Ataque "
        "es lo único que puedes hacer.",
        "Un ataque abre un intercambio. El defensor puede responder con una carta que aparezca en los "
        "estandartes ROMPE de la carta de arriba, usar una habilidad de respuesta (que cierra el intercambio "
        "en el acto) o pasar. Los dos se van respondiendo hasta que uno pasa: entonces solo surte efecto la "
        "carta que ha quedado arriba.",
        "Cada herida da al atacante 1 de favor del público y una derrota 2 más, tomados de la reserva del "
        "evento mientras dure. Un gladiador sin cartas queda agotado y fuera del combate. El último en pie "
        "gana el evento.",
        "Tu carta de Táctica puede descubrirse siempre que la partida te pregunte algo durante el evento: "
        "usa el botón Descubrir. Su efecto ocurre al momento y la carta se gasta.",
    )),
    ("Después del evento", (
        "El ganador se lleva el primer premio y lo que quede de la reserva de favor; el segundo, el segundo "
        "premio. Después el favor de cada asiento se cambia por una corona según las franjas del evento. Las "
        "apuestas ganadoras pagan una corona según la cuota impresa para el Orden de Turno del gladiador.",
        "Una corona que encuentra tu rueda llena puede sustituir a una de otra clase (esa ficha vuelve a la "
        "reserva) o perderse.",
    )),
)

_GLOSSARY = (
    ("Rueda de la Gloria", "Tus seis casillas para coronas: sus valores son tus Puntos de Victoria."),
    ("Rueda del Banco", "Los préstamos que pagaron tus pujas; cada punto debido se resta de tu puntuación."),
    ("Orden de Turno", "El orden en que actúan los gladiadores durante un evento; también fija las cuotas de "
                       "las apuestas."),
    ("ROMPE", "Los estandartes de una carta: las cartas que nombran pueden jugarse encima de ella."),
    ("intercambio", "Un ataque y las respuestas que se juegan sobre él, hasta que un lado pasa."),
    ("Tácticas", "Una carta guardada boca abajo para el evento que descubres cuando quieras."),
    ("favor del público", "Se gana hiriendo y derrotando; tras el evento se cambia por una corona."),
    ("agotado", "Sin cartas: fuera del combate, aunque aún puede llevarse el segundo premio."),
    ("mercado", "Los gladiadores en subasta, con sus casillas de bronce, plata y oro."),
    ("superado", "Otro asiento ocupó tu fila: vuelve a elegir enseguida; tu casilla anterior queda cerrada."),
    ("Puntos de Victoria", "Valor de las coronas y bonos por rueda llena, menos la deuda con el banco."),
    ("Carta de Ataque", "Abre un intercambio contra otro gladiador en tu turno; surte efecto si sigue arriba "
                        "cuando acaba el intercambio."),
    ("Carta de Defensa", "Se juega sobre un ataque cuyos estandartes ROMPE la nombran, para pararlo o "
                         "desviarlo."),
    ("Carta de Efecto", "Responde como una carta de Defensa; la que tiene triángulo rojo también puede jugarse "
                        "sola en tu turno."),
    ("descartar", "En tu turno, tira una carta y roba otra del mazo que prefieras; cuesta 1 de favor mientras "
                  "te quede."),
    ("gladiador", "Tu luchador para un evento: su vida, su favor extra, sus cartas, su habilidad y sus cuotas."),
    ("habilidad", "El movimiento especial de un gladiador: se usa una vez y queda gastada hasta que vuelve a "
                  "estar lista."),
    ("apuestas", "Con tres asientos o más: una ficha secreta por el luchador que esperas que gane, pagada "
                 "según su cuota."),
    ("Patrocinador", "Una carta opcional que se reparte en cada evento y da a tu luchador un pequeño extra."),
    ("escuela", "Tu escuela de gladiadores: añade su bono cuando preparas a tu luchador."),
    ("mazos", "Ataque, Defensa y Efecto: eliges de cuál sale cada carta nueva."),
)


def glossary() -> tuple[tuple[str, str], ...]:
    """The Spanish glossary in alphabetical order (its terms are the table's Spanish words)."""
    return tuple(sorted(_GLOSSARY, key=lambda entry: entry[0].lower()))
