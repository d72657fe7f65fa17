# Split command lines the way a shell does, and quote arguments back.
import shlex

commands = [
    'ls -la "my documents/report.txt"',
    "grep -E '^[a-z]+$' words.txt",
    r'echo "she said \"hi\"" and\ more',
    'cp "" target   ',
    "python run.py --name='a b' --n=3  # trailing comment",
    'say "tab\there" \'single $HOME\' "back\\slash \\n"',
]
for c in commands:
    print(shlex.split(c))
print(shlex.split(commands[4], comments=True))
print(shlex.split('a"b c" "d e"f', posix=False))
print(shlex.split("it's 'quoted' \"x\"", posix=False))

args = ["echo", "hello world", "it's", "", "$HOME", "plain-arg_1.txt", "naïve"]
line = shlex.join(args)
print(line)
print(shlex.split(line) == args)
print([shlex.quote(a) for a in args])

for bad in ['echo "unclosed', "echo 'open", "trailing \\", '"esc \\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print(repr(bad), "->", e)
