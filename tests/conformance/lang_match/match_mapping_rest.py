def split_meta(doc):
    match doc:
        case {"id": doc_id, "title": title, **meta} if meta:
            return doc_id, title, meta
        case {"id": doc_id, "title": title}:
            return doc_id, title, {}


docs = [
    {"id": 1, "title": "Intro", "tags": ["a"], "draft": True},
    {"title": "Body", "id": 2},
    {"id": 3, "title": "End", "author": "kim"},
]
for d in docs:
    print(split_meta(d))
print(split_meta({"id": 4}))
