config = {"mode": "dev"}
VERSION = 1

def load_production():
    global config, VERSION
    config = {"mode": "prod", "workers": 4}
    VERSION += 1

def describe():
    return f"v{VERSION} {config}"

print(describe())
load_production()
print(describe())
load_production()
print(describe())

def set_default_mode(mode):
    global DEFAULT_MODE
    DEFAULT_MODE = mode

set_default_mode("safe")
print(DEFAULT_MODE)
