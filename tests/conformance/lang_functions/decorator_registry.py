HANDLERS = {}

def on(event, priority=0):
    def register(func):
        HANDLERS.setdefault(event, []).append((priority, func))
        HANDLERS[event].sort(key=lambda pair: -pair[0])
        return func
    return register


@on("save")
def write_file(doc):
    return f"wrote {doc}"

@on("save", priority=5)
def validate(doc):
    return f"validated {doc}"

@on("close")
def cleanup(doc):
    return f"cleaned {doc}"

for event in ["save", "close", "open"]:
    for prio, handler in HANDLERS.get(event, []):
        print(event, prio, handler.__name__, "->", handler("report.txt"))
