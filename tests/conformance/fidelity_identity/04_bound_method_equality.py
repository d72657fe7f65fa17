# Bound methods compare and hash by their function and receiver.
class EventBus:
    def __init__(self):
        self.handlers = []

    def subscribe(self, fn):
        if fn not in self.handlers:
            self.handlers.append(fn)

    def unsubscribe(self, fn):
        self.handlers.remove(fn)

class Listener:
    def __init__(self, name):
        self.name = name

    def on_event(self):
        return self.name

    def __eq__(self, other):
        print('Listener.__eq__ called')
        return True

    __hash__ = object.__hash__

bus = EventBus()
a, b = Listener('a'), Listener('b')
bus.subscribe(a.on_event)
bus.subscribe(a.on_event)
bus.subscribe(b.on_event)
print(len(bus.handlers), [h() for h in bus.handlers])
bus.unsubscribe(a.on_event)
print([h() for h in bus.handlers])

print(a.on_event == a.on_event, a.on_event != a.on_event, a.on_event == b.on_event)
print(a.on_event is a.on_event, hash(a.on_event) == hash(a.on_event))
cache = {a.on_event: 'cached'}
print(cache[a.on_event], a.on_event in {a.on_event}, len({a.on_event, a.on_event, b.on_event}))
print(a.on_event == Listener.on_event, Listener.on_event == Listener.on_event)

items = [3, 1]
print(items.append == items.append, [].append == [].append, items.append != items.sort)
print(hash(items.append) == hash(items.append), items.append in {items.append})
print('x'.upper == 'x'.upper, print == print, len == print)

class Config:
    @classmethod
    def load(cls):
        return cls.__name__

    def get(self):
        return 1

    __hash__ = None

print(Config.load == Config.load, hash(Config.load) == hash(Config.load))
c = Config()
print(c.get == c.get, hash(c.get) == hash(c.get))
hash(c)
