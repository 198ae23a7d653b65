/** Club names: the first word of a team's name, shared by a club's teams across divisions. */
export const CLUBS = [
  'Riverside', 'Oakmont', 'Cedar Ridge', 'Lakeview', 'Northside', 'Hillcrest', 'Brookfield', 'Westfield',
  'Maplewood', 'Summit', 'Pinewood', 'Granite', 'Harbor', 'Fairview', 'Kingston', 'Eastwood',
  'Millbrook', 'Stonebridge', 'Clearwater', 'Ashford', 'Bayside', 'Highland', 'Rockport', 'Greenville',
];

export const MASCOTS = [
  'Rattlers', 'Thunder', 'Mustangs', 'Hawks', 'Bombers', 'Storm', 'Titans', 'Wildcats', 'Diamondbacks', 'Cyclones',
  'Knights', 'Raptors', 'Mavericks', 'Renegades', 'Stingers', 'Outlaws', 'Grizzlies', 'Express', 'Sluggers', 'Blaze',
  'Pirates', 'Falcons', 'Cardinals', 'Bulldogs',
];

export const FIRST_NAMES = [
  'Sam', 'Jordan', 'Casey', 'Taylor', 'Alex', 'Morgan', 'Chris', 'Jamie', 'Pat', 'Drew', 'Marcus', 'Elena',
  'Luis', 'Dana', 'Kevin', 'Maria', 'Tom', 'Rachel', 'Andre', 'Nicole', 'Brian', 'Sofia', 'Derek', 'Angela',
  'Victor', 'Heather', 'Greg', 'Tanya', 'Omar', 'Lisa', 'Ray', 'Monica', 'Carlos', 'Jenna', 'Mike', 'Priya',
];

export const LAST_NAMES = [
  'Rivera', 'Lee', 'Morgan', 'Johnson', 'Garcia', 'Chen', 'Williams', 'Patel', 'Brown', 'Martinez', 'Davis',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker',
  'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Ortiz',
];

export const STREETS = [
  'Park Avenue', 'Field Road', 'Diamond Lane', 'Elm Street', 'Main Street', 'Memorial Drive', 'School Street',
  'Lake Road', 'Ridge Road', 'Church Street', 'Mill Road', 'Center Street', 'Oak Lane', 'Spring Street',
];

export const PARK_KINDS = ['Park', 'Field', 'Complex', 'Memorial Field', 'Athletic Fields', 'Sports Park'];

export const TOWN_STATE = 'NJ';
