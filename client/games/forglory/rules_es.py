"""For Glory en unas páginas: el resumen de reglas en español (``client.scenes.rules``).

Escrito por nosotros, como el inglés de ``rules``: ninguna frase sale del reglamento. Los
términos del glosario son los mismos que la mesa muestra en español (el catálogo
``forglory``), para que F1 abra el resumen en la palabra que está bajo el ratón.
"""
from __future__ import annotations

TITLE = "For Glory — cómo se juega"

SECTIONS = (
    ("Cómo se gana", (
        "Diriges una escuela de gladiadores. Con tres asientos la partida dura tres rondas; con cuatro, dos "
        "(y tres en la variante de la casa para dos). Cada ronda acaba en una Batalla en la que luchan a la "
        "vez los Gladiadores de todos los asientos.",
        "Gana la Batalla quien conserva un Gladiador en pie cuando los de los demás han caído. Quien gana la "
        "Batalla de la última ronda gana la partida, y entonces no cuenta nada más. Las Batallas anteriores "
        "reparten premios que te hacen más fuerte para la última.",
    )),
    ("Una ronda", (
        "Cada ronda tiene dos partes. Primero la Fase de Maquinaciones: los asientos juegan turnos uno tras "
        "otro, mejoran su mazo y ponen Gladiadores en la Arena. Después la Fase de Arena: una última "
        "ocasión de sumar Gladiadores (Inscripción Tardía) y luego la Batalla.",
        "La Fase de Maquinaciones sigue hasta que se han tomado las dos fichas de Campeón Reinante y le ha "
        "vuelto a tocar al asiento que tiene el Favor del Público.",
    )),
    ("Tu Turno de Maquinaciones", (
        "Haz lo siguiente tantas veces como quieras y en el orden que quieras; después pulsa Terminar mi "
        "turno:",
        "• Compra una carta de la Oferta (las nueve cartas boca arriba del centro). Va a tu pila de "
        "descartes, así que la robarás en un turno posterior.",
        "• Juega una carta de tu Mano: un Gladiador entra en la Arena, un Patrón en tu Villa y una Intriga "
        "hace lo que dice y se descarta.",
        "• Reserva una carta de Táctica o de Reacción: espera boca abajo a tu lado hasta que la recuperes.",
        "Al terminar el turno se descarta lo que quede en tu Mano, la Oferta se repone y robas siete cartas "
        "nuevas. Si la Sed de Sangre de tus Gladiadores llega al número de la Bravata superior, tomas una "
        "ficha de Campeón Reinante; en un turno posterior puedes tomar también la segunda o dejarla (la "
        "mesa te lo pregunta).",
    )),
    ("Pagar", (
        "Se paga con cartas de Ingreso de tu Mano (cada una vale las Monedas que lleva impresas) y con "
        "Fichas de Moneda, mezcladas como quieras. Las Monedas de una carta de Ingreso se gastan enteras: "
        "no hay cambio, y por eso la mesa propone el pago que menos desperdicia. Las Fichas de Moneda se "
        "pueden guardar; ganas una cada vez que cae uno de tus Gladiadores.",
    )),
    ("Gladiadores e Influencia", (
        "Un Gladiador necesita Influencia para estar en la Arena: la que piden todos tus Gladiadores juntos "
        "nunca puede superar la que dan tus Patrones preparados. Si un Patrón se agota y no te llega, "
        "tienes que descartar Gladiadores hasta que vuelva a alcanzar (cuentan como caídos).",
        "La Sed de Sangre es la suma de los números de Sed de Sangre de tus Gladiadores; decide cuándo "
        "tomas una ficha de Campeón Reinante.",
    )),
    ("La Reserva", (
        "Las Tácticas se usan en la Batalla y las Reacciones solo cuando pasa algo concreto, así que "
        "robarlas en la Fase de Maquinaciones suele ser demasiado pronto. Resérvalas: quedan boca abajo a "
        "tu lado, fuera de tu mazo.",
        "Puedes devolver toda tu Reserva a la Mano en cualquier momento pagando 1 Moneda por carta (siempre "
        "entera). En una Ventana de Reacción la mesa ofrece una Reacción reservada en un solo paso: "
        "recuperarla y jugarla enseguida.",
    )),
    ("La Fase de Arena", (
        "Inscripción Tardía: empezando tras el asiento del Favor del Público, cada asiento puede, una sola "
        "vez, poner Gladiadores de su Mano en la Arena por 3 Monedas cada uno (la Influencia sigue "
        "contando).",
        "La Batalla: el asiento cuyos Gladiadores suman más Agilidad tiene la Iniciativa y juega el primer "
        "Turno de Combate; después se sigue en orden alrededor de la mesa. En tu Turno de Combate atacar es "
        "obligatorio mientras tengas un Gladiador preparado, y puedes usar una Táctica antes o después del "
        "ataque.",
        "Atacar: tu Gladiador se agota, se abre una Ventana de Reacción («cuando un Gladiador ataca») y "
        "luego eliges un Gladiador rival, que recibe tanto Daño como el Ataque del atacante.",
        "Cuando todos los Gladiadores de la Arena están agotados, se preparan todos (el Daño se queda) y se "
        "vuelve a calcular la Iniciativa.",
    )),
    ("Daño y Reacciones", (
        "Primero el Daño se asigna: queda pendiente sobre el Gladiador. Luego se abre una Ventana de "
        "Reacción: empezando por el asiento que juega el turno, cada asiento puede usar una Reacción o "
        "pasar, hasta que todos pasan seguidos. Las Reacciones pueden evitar, mover o añadir Daño. Al final "
        "todo el Daño asignado cae a la vez.",
        "Un Gladiador cuyo Daño alcanza su Salud queda fuera de combate: va a la pila de descartes de su "
        "dueño, que gana 1 Ficha de Moneda (el Seguro). Una Bendición sobre un Gladiador se gasta para "
        "detener todo el Daño que se le asigne.",
    )),
    ("Después de una Batalla", (
        "Gana el último asiento con Gladiadores; los demás se ordenan según perdieron su último Gladiador "
        "(los empates son para el Favor del Público y, tras él, para los asientos justo anteriores).",
        "Antes de la última ronda los puestos dan premios: el ganador se lleva las cartas de Arena de "
        "arriba (3 con cuatro asientos, 2 con tres) a su Villa y la Bravata superior a su pila de "
        "descartes; el segundo y el tercero se llevan menos cartas de Arena; el último se queda con el "
        "Favor del Público. Las cartas de Arena dan habilidades duraderas.",
        "Después todos los Gladiadores dejan la Arena y van a la pila de descartes de su dueño, cada uno "
        "rellena su Mano hasta siete y empieza la ronda siguiente.",
    )),
    ("Campeones (opcional)", (
        "Con Campeones, cada asiento tiene un Gladiador que se puede mejorar y cuyo primer nivel se baraja "
        "en el mazo inicial. Cuando lo tienes en la Mano puedes jugarlo como cualquier Gladiador o pagar el "
        "coste del nivel siguiente para cambiarlo por ese nivel (va a tu pila de descartes), de nivel en "
        "nivel.",
    )),
    ("Usar la mesa", (
        "Pasa el ratón por cualquier cosa para ver qué haría un clic y el texto entero de la carta; el clic "
        "derecho amplía una carta. Las cartas resaltadas son las que puedes usar ahora. La barra de avisos "
        "dice qué espera la partida.",
        "F1 (o el botón Reglas) abre este resumen en la palabra que está bajo el ratón. Esc abre el menú, "
        "L oculta el registro, y Tab e Intro eligen sin ratón.",
    )),
)

_GLOSSARY = (
    ("Agilidad", "La rapidez de un Gladiador. El asiento con más Agilidad en la Arena tiene la Iniciativa."),
    ("Carta de Arena", "Un premio por quedar bien en una Batalla: se queda en tu Villa y da una habilidad "
                       "para el resto de la partida."),
    ("Ataque", "La fuerza de un Gladiador: el Daño que inflige al atacar. También la acción de tu Turno de "
               "Combate, obligatoria mientras tengas un Gladiador preparado."),
    ("Batalla", "La lucha del final de cada ronda. La gana el último asiento con un Gladiador en la Arena."),
    ("Bendición", "Una ficha sobre un Gladiador. La próxima vez que se le asigne Daño, la Bendición se gasta "
                  "y todo ese Daño se detiene."),
    ("Sed de Sangre", "Las ganas de pelea de tus Gladiadores: la suma de sus números de Sed de Sangre. "
                      "Cuando llega a la Bravata superior, tomas una ficha de Campeón Reinante."),
    ("Bravata", "La pila de cartas numeradas junto al mazo de Arena: la de arriba marca la Sed de Sangre "
                "que hace falta para una ficha de Campeón Reinante. Se la lleva el ganador de la Batalla "
                "(en un mazo no hace nada)."),
    ("Comprar", "Tomar una carta de la Oferta pagando su coste; va a tu pila de descartes."),
    ("Recuperar", "Pagar 1 Moneda por carta de tu Reserva para devolverla entera a tu Mano, cuando quieras."),
    ("Campeón", "Un Gladiador que se puede mejorar (opcional). Paga el coste del nivel siguiente para "
                "cambiar la carta de tu Mano por el nivel más fuerte."),
    ("Moneda", "Lo que cuestan las cartas. Se paga con cartas de Ingreso de tu Mano y con Fichas de Moneda; "
               "las cartas de Ingreso no dan cambio, las fichas se pueden guardar."),
    ("Turno de Combate", "Tu turno en una Batalla: un Ataque (obligatorio si tienes un Gladiador preparado) "
                         "y como mucho una Táctica, en el orden que quieras."),
    ("Favor del Público", "Una ficha que tiene un asiento: gana los empates, y el turno de quien la tiene "
                          "decide cuándo empieza la Fase de Arena. Se la queda el último de cada Batalla."),
    ("Daño", "Primero se asigna, luego hay una Ventana de Reacción y después cae. Un Gladiador queda fuera "
             "de combate cuando su Daño alcanza su Salud. El Daño se queda hasta el final de la Batalla."),
    ("Fuera de combate", "Un Gladiador cuyo Daño ha alcanzado su Salud: va a la pila de descartes de su "
                         "dueño, que gana 1 Ficha de Moneda (el Seguro)."),
    ("Agotado", "Girado de lado. Un Gladiador agotado no puede atacar hasta que se prepare; un Patrón "
                "agotado no da Influencia ni habilidades hasta tu próximo turno."),
    ("Gladiador", "Un luchador: Ataque, Salud, Agilidad, la Sed de Sangre que aporta y la Influencia que "
                  "necesita. Sigue en la Arena hasta caer o hasta que acaba la Batalla."),
    ("Salud", "Cuánto Daño aguanta un Gladiador antes de quedar fuera de combate."),
    ("Ingreso", "Una carta que vale Monedas al gastarla desde tu Mano."),
    ("Influencia", "La dan tus Patrones preparados. La que piden tus Gladiadores juntos nunca puede ser "
                   "mayor; si no te llega, tienes que descartar Gladiadores."),
    ("Iniciativa", "Quién juega el primer Turno de Combate: el asiento con más Agilidad (en caso de empate, "
                   "el Favor del Público)."),
    ("Seguro", "La Ficha de Moneda que ganas cada vez que cae uno de tus Gladiadores."),
    ("Inscripción Tardía", "Al empezar la Fase de Arena, cada asiento puede, una sola vez, poner Gladiadores "
                           "de su Mano en la Arena por 3 Monedas cada uno."),
    ("Turno de Maquinaciones", "Tu turno antes de la Batalla: compra, juega y reserva a tu gusto; luego "
                               "termina el turno y roba siete."),
    ("Patrón", "Una carta para tu Villa que da Influencia y a veces una habilidad."),
    ("Jugar", "Usar una carta de tu Mano: los Gladiadores van a la Arena, los Patrones a la Villa, y las "
              "Intrigas y Tácticas hacen lo que dicen."),
    ("Reacción", "Una carta o habilidad que solo se usa en una Ventana de Reacción que encaje con ella "
                 "(«cuando se asigna Daño», «cuando un Gladiador ataca»)."),
    ("Ventana de Reacción", "Una pausa tras declarar un ataque o asignar Daño: cada asiento, por turnos, "
                            "puede usar una Reacción o pasar, hasta que todos pasan seguidos."),
    ("Preparado", "En pie: un Gladiador preparado puede atacar y un Patrón preparado da su Influencia."),
    ("Ficha de Campeón Reinante", "Se toma cuando tu Sed de Sangre llega a la Bravata superior; quien ya "
                                  "tiene una puede tomar la segunda o dejarla. Cuando se han tomado las "
                                  "dos, llega la Fase de Arena."),
    ("Reserva", "Tu pila boca abajo de Tácticas y Reacciones guardadas. Reservar es gratis; recuperarlas "
                "cuesta 1 Moneda por carta y te las devuelve todas."),
    ("Intriga", "Una carta (o la habilidad de un Patrón) que solo se usa en tu Turno de Maquinaciones."),
    ("Oferta", "Los tres mazos del centro (Economía, Gladiador, Entrenamiento) y sus nueve cartas boca "
               "arriba que puedes comprar."),
    ("Táctica", "Una carta o habilidad que se usa en tu Turno de Combate, como mucho una por turno."),
    ("Villa", "Donde se quedan tus Patrones y las cartas de Arena ganadas durante toda la partida."),
)


def glossary() -> tuple[tuple[str, str], ...]:
    """The Spanish glossary in alphabetical order (its terms are the table's Spanish words)."""
    return tuple(sorted(_GLOSSARY, key=lambda entry: entry[0].lower()))
