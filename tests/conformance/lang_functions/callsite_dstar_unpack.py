def render(template, **fields):
    return template.format(**fields)


user = {"name": "Dana", "plan": "pro"}
extra = {"days": 12}
print(render("{name} is on {plan}", **user))
print(render("{name} has {days} days left on {plan}", **user, **extra))

def connect(host, port, timeout=5):
    return f"{host}:{port} (timeout {timeout}s)"

settings = {"host": "db.local", "port": 5432}
print(connect(**settings))
print(connect(**settings, timeout=30))
print(connect("cache", **{"port": 6379}))
