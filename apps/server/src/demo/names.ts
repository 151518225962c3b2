/** Name pools for generated rosters: varied, common in US, UK and Mexican classrooms. */
export const FIRST_NAMES = [
  'Aaliyah', 'Aarav', 'Abigail', 'Adrian', 'Aiden', 'Alejandro', 'Alexis', 'Amara', 'Amelia', 'Ana', 'Andrés', 'Angel',
  'Anika', 'Aria', 'Ava', 'Benjamin', 'Bianca', 'Brandon', 'Caleb', 'Camila', 'Carlos', 'Carmen', 'Charlotte', 'Chloe',
  'Daniel', 'David', 'Diego', 'Dylan', 'Elena', 'Eli', 'Elijah', 'Emily', 'Emma', 'Ethan', 'Evelyn', 'Fatima', 'Gabriel',
  'Grace', 'Hana', 'Hannah', 'Harper', 'Hassan', 'Henry', 'Isabella', 'Isaiah', 'Ivan', 'Jackson', 'Jada', 'James',
  'Jasmine', 'Javier', 'Jayden', 'Jia', 'Jordan', 'José', 'Joshua', 'Julia', 'Julian', 'Kai', 'Kenji', 'Layla', 'Leah',
  'Leo', 'Liam', 'Lily', 'Logan', 'Lucas', 'Lucía', 'Luis', 'Luna', 'Maya', 'Mateo', 'Mia', 'Miguel', 'Mila', 'Mohammed',
  'Naomi', 'Nathan', 'Nia', 'Noah', 'Nora', 'Oliver', 'Olivia', 'Omar', 'Owen', 'Priya', 'Rafael', 'Riley', 'Rohan',
  'Rosa', 'Ruby', 'Samuel', 'Santiago', 'Sara', 'Sebastián', 'Sofia', 'Sophia', 'Tariq', 'Theo', 'Valentina', 'Victoria',
  'William', 'Xavier', 'Yara', 'Yusuf', 'Zara', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Adams', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Bennett', 'Brooks', 'Brown', 'Campbell', 'Carter',
  'Castillo', 'Chen', 'Clark', 'Collins', 'Cooper', 'Cruz', 'Davis', 'Díaz', 'Edwards', 'Evans', 'Flores', 'Foster',
  'García', 'Gomez', 'Gonzalez', 'Gray', 'Green', 'Gupta', 'Hall', 'Harris', 'Hernández', 'Hill', 'Hughes', 'Jackson',
  'James', 'Jimenez', 'Johnson', 'Jones', 'Kelly', 'Khan', 'Kim', 'King', 'Lee', 'Lewis', 'Li', 'Lopez', 'Martin',
  'Martínez', 'Mendoza', 'Miller', 'Mitchell', 'Moore', 'Morales', 'Morgan', 'Murphy', 'Nguyen', 'Nelson', 'Okafor',
  "O'Brien", 'Ortiz', 'Patel', 'Perez', 'Phillips', 'Price', 'Ramirez', 'Reed', 'Reyes', 'Rivera', 'Roberts', 'Robinson',
  'Rodriguez', 'Rogers', 'Ruiz', 'Sanchez', 'Santos', 'Scott', 'Shah', 'Singh', 'Smith', 'Stewart', 'Sullivan', 'Tanaka',
  'Taylor', 'Thomas', 'Thompson', 'Torres', 'Tran', 'Turner', 'Walker', 'Wang', 'Ward', 'Washington', 'Watson', 'White',
  'Williams', 'Wilson', 'Wong', 'Wright', 'Young', 'Zhang',
] as const;

export const SCHOOL_NAME_STEMS = [
  'Lakeview', 'Maple Grove', 'Riverside', 'Cedar Hill', 'Oak Park', 'Sunnyvale', 'Brookside', 'Pine Ridge', 'Willow Creek',
  'Highland', 'Meadowbrook', 'Fairview', 'Hillcrest', 'Stonebridge', 'Westwood', 'Eastgate', 'Northfield', 'Southport',
  'Clearwater', 'Greenfield', 'Harbor View', 'Silver Lake', 'Red Oak', 'Bluebonnet', 'Aspen', 'Juniper', 'Magnolia',
  'Summit', 'Valley View', 'Prairie Wind',
] as const;

export const CITIES = [
  { city: 'Lakeview', zip: '60613' },
  { city: 'Maple Grove', zip: '55311' },
  { city: 'Riverside', zip: '60546' },
  { city: 'Cedar Hill', zip: '75104' },
  { city: 'Oak Park', zip: '60302' },
] as const;

export const PASSWORD_WORDS = ['apple', 'river', 'tiger', 'cloud', 'maple', 'comet', 'panda', 'ocean', 'lemon', 'robin'] as const;
