# Step 1: search for the population data
results = web_search(query="population of Tokyo 2023")
print(results)

pages = []
for url in ["https://example.com/a", "https://example.com/b"]:
    page = visit_webpage(url=url)
    pages.append(page)
    print(f"Fetched {len(page)} characters from {url}")

answer = None
for page in pages:
    if "million" in page:
        idx = page.index("million")
        answer = page[max(0, idx - 50):idx + 10]
        break

final_answer(answer if answer else "not found")
