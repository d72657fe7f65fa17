def connect(host, port=5432, timeout=10):
    return f"{host}:{port} t={timeout}"


print(connect("db"))
print(connect("db", 6000))
print(connect("db", 6000, 30))
print(connect("db", 6000, 30, True))
