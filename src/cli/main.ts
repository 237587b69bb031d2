// Placeholder entry until the console lands.
process.stdout.write('card-console: the console is under construction. Try `card-console --help`.\n');
