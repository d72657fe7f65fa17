pairs = ["a=1", "b=2", "c=3=4"]
settings = {}
for p in pairs:
    key, value = p.split("=")
    settings[key] = int(value)
    print(settings)
print("parsed", len(settings), "settings")
for key, value in settings.items():
    print(key, value)
