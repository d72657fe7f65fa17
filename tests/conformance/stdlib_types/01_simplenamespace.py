from types import SimpleNamespace

config = SimpleNamespace(host="localhost", port=8080, debug=False)
print(config)
config.port += 1
config.tags = ["a", "b"]
del config.debug
print(config.port, config.tags, hasattr(config, "debug"))
print(repr(config))
other = SimpleNamespace(host="localhost", port=8081, tags=["a", "b"])
print(config == other, config != other, config == {"host": "localhost"})
other.extra = 1
print(config == other)
node = SimpleNamespace(name="root", children=[])
node.children.append(node)
print(node)
class Point(SimpleNamespace):
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(x=3, y=4)
print(p, p.norm(), isinstance(p, SimpleNamespace), p == SimpleNamespace(x=3, y=4))
print(SimpleNamespace(), SimpleNamespace)
print(getattr(config, "missing", "default"))
for attempt in [lambda: SimpleNamespace(1), lambda: hash(config), lambda: config.missing]:
    try:
        attempt()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
