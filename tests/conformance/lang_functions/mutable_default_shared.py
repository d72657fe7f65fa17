def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags


first = add_tag("urgent")
second = add_tag("billing")
print(first)
print(second)
print(first is second)

def add_tag_safe(tag, tags=None):
    if tags is None:
        tags = []
    tags.append(tag)
    return tags

print(add_tag_safe("urgent"))
print(add_tag_safe("billing"))
print(add_tag("x", ["own"]))
print(add_tag("again"))
