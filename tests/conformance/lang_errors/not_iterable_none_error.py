def find_tags(post):
    if post.get("tags"):
        return post["tags"]


posts = [{"tags": ["py", "ai"]}, {"tags": []}]
for post in posts:
    print("post has", len(post.get("tags", [])), "tags")
all_tags = []
for post in posts:
    for tag in find_tags(post):
        all_tags.append(tag)
print(all_tags)
