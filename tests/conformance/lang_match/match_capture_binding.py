records = [("user", "ann", 31), ("group", "admins"), ("user", "bob", 25), ("ping",)]
for rec in records:
    match rec:
        case ("user", name, age):
            print(f"user {name} aged {age}")
        case ("group", name):
            print(f"group {name}")
        case other:
            print("unrecognized:", other)
print("name after match:", name)
match {"id": 5}:
    case whatever:
        print("irrefutable capture got", whatever)
