request_count = 0
errors_seen = []

def handle(path):
    global request_count
    request_count += 1
    if not path.startswith("/"):
        errors_seen.append(path)
        return 400
    return 200


for p in ["/home", "about", "/api/items", "login"]:
    print(p, handle(p))
print("requests:", request_count)
print("errors:", errors_seen)
