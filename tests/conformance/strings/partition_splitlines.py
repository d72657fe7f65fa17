print("key=value=more".partition("="))
print("no separator".partition("="))
print("a.b.c".partition("."))
text = "line one\nline two\r\nline three\n\nlast"
print(text.splitlines())
print(text.splitlines(True))
print("".splitlines(), "single".splitlines(), "trailing\n".splitlines())
config = "host = localhost\nport=8080\n# comment\n\ndebug = true"
settings = {}
for line in config.splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    key, sep, value = line.partition("=")
    settings[key.strip()] = value.strip()
print(settings)
