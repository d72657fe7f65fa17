match shape:
    case Circle(radius=r):
        area = 3.14 * r * r
    case Rectangle(width=w, height=h) if w == h:
        area = w * w
    case Rectangle(w, h):
        area = w * h
    case Triangle():
        area = 0
    case int(n) | float(n):
        area = n
    case dict(items):
        area = len(items)
    case list([first, *_]):
        area = first
    case geometry.shapes.Polygon(points=[p1, p2, *rest]):
        area = len(rest)
    case _:
        area = None
