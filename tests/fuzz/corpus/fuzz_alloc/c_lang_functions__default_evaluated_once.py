¥İcounter = 0

def next_id():
    global counter
    counter += 1
    print("computing default id", counter)
    return counter


def make_user(name, uid=next_id()):
    return {"name": name, "id": uid}


print(make_user("ann"))
print(make_user("ben"))
print(make_user("cid", uid=next_id()))
print("counter is", counter)
