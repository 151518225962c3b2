/** The parents-and-family guides the resources library ships (spec §2 parents and family tab). */
import type { GuideContent } from '../resource-words.js';

export const MATH_AT_HOME_GUIDE: GuideContent = {
  kind: 'guide',
  title: {
    en: 'Helping your child with math at home',
    gb: 'Helping your child with maths at home',
    es: 'Cómo ayudar a su hijo con las matemáticas en casa',
  },
  lead: {
    en: 'You do not need to be a math expert to help. A few minutes of interest and encouragement each day make a real difference.',
    gb: 'You do not need to be a maths expert to help. A few minutes of interest and encouragement each day make a real difference.',
    es: 'No necesita ser experto en matemáticas para ayudar. Unos minutos de interés y ánimo cada día hacen una gran diferencia.',
  },
  sections: [
    {
      heading: { en: 'Keep a short, regular routine', es: 'Mantenga una rutina corta y constante' },
      body: {
        en: 'Short sessions work better than long ones. Aim for about 15 minutes of practice on most days, at a time that suits your family, in a quiet spot.',
        es: 'Las sesiones cortas funcionan mejor que las largas. Procure unos 15 minutos de práctica casi todos los días, a una hora que le convenga a su familia y en un lugar tranquilo.',
      },
    },
    {
      heading: { en: 'Praise effort, not speed', es: 'Elogie el esfuerzo, no la rapidez' },
      body: {
        en: 'Say "You kept trying and worked it out" rather than "You are so smart". Children who hear that effort pays off are more willing to take on hard problems.',
        es: 'Diga «Seguiste intentándolo y lo resolviste» en lugar de «Eres muy inteligente». Los niños que escuchan que el esfuerzo vale la pena se animan más con los problemas difíciles.',
      },
    },
    {
      heading: { en: 'Ask your child to explain', es: 'Pida a su hijo que le explique' },
      body: {
        en: 'Ask "How did you get that?" or "Can you show me another way?". Explaining an answer helps a child understand it, even when the answer is wrong.',
        es: 'Pregunte «¿Cómo llegaste a eso?» o «¿Me lo puedes mostrar de otra manera?». Explicar una respuesta ayuda a comprenderla, aunque la respuesta esté equivocada.',
      },
    },
    {
      heading: {
        en: 'Find math in everyday life',
        gb: 'Find maths in everyday life',
        es: 'Encuentre las matemáticas en la vida diaria',
      },
      body: {
        en: 'Count coins at the shop, double a recipe, measure furniture, read the clock, compare prices per item, or estimate how long a trip will take.',
        es: 'Cuenten monedas en la tienda, dupliquen una receta, midan muebles, lean el reloj, comparen precios por unidad o calculen cuánto durará un viaje.',
      },
    },
    {
      heading: { en: 'Play games with numbers', es: 'Jueguen con los números' },
      body: {
        en: 'Card games, dice games and board games build number sense. Keep score together, add the dice, or play "I am thinking of a number" with clues.',
        es: 'Los juegos de cartas, de dados y de mesa desarrollan el sentido numérico. Lleven juntos la puntuación, sumen los dados o jueguen a «Estoy pensando en un número» con pistas.',
      },
    },
    {
      heading: { en: 'Treat mistakes as part of learning', es: 'Vea los errores como parte del aprendizaje' },
      body: {
        en: 'When an answer is wrong, look at it together: "Where did it change?" Stay calm and avoid saying "I was never good at math either".',
        gb: 'When an answer is wrong, look at it together: "Where did it change?" Stay calm and avoid saying "I was never good at maths either".',
        es: 'Cuando una respuesta esté mal, revísenla juntos: «¿En qué momento cambió?». Mantenga la calma y evite decir «A mí tampoco se me daban las matemáticas».',
      },
    },
    {
      heading: { en: 'Stay in touch with the teacher', es: 'Manténgase en contacto con el maestro' },
      body: {
        en: 'Ask which topics the class is working on and how your child is doing. The teacher can suggest what to practise at home.',
        gb: 'Ask which topics the class is working on and how your child is getting on. The teacher can suggest what to practise at home.',
        es: 'Pregunte qué temas está trabajando la clase y cómo va su hijo. El maestro puede sugerirle qué practicar en casa.',
      },
    },
  ],
  closing: {
    en: 'Thank you for being your child’s partner in learning.',
    es: 'Gracias por acompañar a su hijo en su aprendizaje.',
  },
};

export const MATH_TALK_GUIDE: GuideContent = {
  kind: 'guide',
  title: {
    en: 'Questions to ask your child about math',
    gb: 'Questions to ask your child about maths',
    es: 'Preguntas para hablar de matemáticas con su hijo',
  },
  lead: {
    en: 'Good questions get children thinking and talking. Pick one or two at a time; there is no need to use them all.',
    es: 'Las buenas preguntas hacen que los niños piensen y hablen. Elija una o dos cada vez; no hace falta usarlas todas.',
  },
  sections: [
    {
      heading: { en: 'Getting started', es: 'Para empezar' },
      body: {
        en: 'What is the problem asking? What do you already know? What could you try first? Can you draw a picture of it?',
        es: '¿Qué pide el problema? ¿Qué sabes ya? ¿Qué podrías intentar primero? ¿Puedes hacer un dibujo?',
      },
    },
    {
      heading: { en: 'While working', es: 'Mientras trabaja' },
      body: {
        en: 'Why did you choose that step? Is your answer getting closer? What pattern do you notice? What would happen if the number were bigger?',
        es: '¿Por qué elegiste ese paso? ¿Te estás acercando a la respuesta? ¿Qué patrón observas? ¿Qué pasaría si el número fuera más grande?',
      },
    },
    {
      heading: { en: 'When stuck', es: 'Cuando se atasca' },
      body: {
        en: 'Which part makes sense so far? Can you try a smaller number first? Where could you look for a similar example?',
        es: '¿Qué parte tiene sentido hasta ahora? ¿Puedes probar primero con un número más pequeño? ¿Dónde podrías buscar un ejemplo parecido?',
      },
    },
    {
      heading: { en: 'Checking the answer', es: 'Para revisar la respuesta' },
      body: {
        en: 'Does your answer make sense? How could you check it? Is there another way to solve it? Can you explain it to me as if I were in your class?',
        es: '¿Tiene sentido tu respuesta? ¿Cómo podrías comprobarla? ¿Hay otra manera de resolverlo? ¿Me lo explicas como si yo estuviera en tu clase?',
      },
    },
    {
      heading: { en: 'After practice', es: 'Después de practicar' },
      body: {
        en: 'What did you learn today? What was hard, and what helped? What would you like to get better at this week?',
        es: '¿Qué aprendiste hoy? ¿Qué fue difícil y qué te ayudó? ¿En qué te gustaría mejorar esta semana?',
      },
    },
  ],
  closing: {
    en: 'Listening to the answer matters more than getting it right the first time.',
    es: 'Escuchar la respuesta importa más que acertar a la primera.',
  },
};
