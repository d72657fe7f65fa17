# A registry decorator that rejects duplicate names.
registry = {}

def register(name):
    def wrap(fn):
        if name in registry:
            raise ValueError(f"duplicate handler {name!r}")
        registry[name] = fn
        return fn
    return wrap

@register("load")
def load():
    return "loaded"

print(sorted(registry))

@register("load")
def load_again():
    return "again"
