def parse_command(line):
    name, target, *options = line.split()
    return name, target, options


print(parse_command("copy a.txt b.txt"))
print(parse_command("move x y --force --verbose"))
print(parse_command("delete tmp"))
first, *rest, last = [1, 2]
print(first, rest, last)
first, second, *rest, last = [1, 2]
print("unreachable")
