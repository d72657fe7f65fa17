rows = ["ann,31", "bob,27", "cid,40,extra"]
people = {}
for row in rows:
    name, age = row.split(",")
    people[name] = int(age)
    print(name, people[name])
print(people)
