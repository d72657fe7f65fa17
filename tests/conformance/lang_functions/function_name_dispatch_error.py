def handle_get(path):
    return f"GET {path}"


def handle_post(path):
    return f"POST {path}"


routes = {f.__name__.split("_")[1].upper(): f for f in (handle_get, handle_post)}
print(sorted(routes))
for method, path in [("GET", "/items"), ("POST", "/items"), ("DELETE", "/items/3")]:
    handler = routes[method]
    print(handler.__name__, "->", handler(path))
