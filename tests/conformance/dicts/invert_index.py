docs = {
    1: "red apple pie",
    2: "green apple",
    3: "red wine",
    4: "apple wine red",
}
index = {}
for doc_id, text in docs.items():
    for word in text.split():
        index.setdefault(word, []).append(doc_id)
print(index)
def search(*words):
    result = None
    for w in words:
        ids = set(index.get(w, []))
        result = ids if result is None else result & ids
    return sorted(result) if result else []
print(search("apple"), search("red", "apple"), search("red", "wine", "apple"), search("blue"))
