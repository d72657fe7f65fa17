import json

tool_output = """{
  "status": "ok",
  "results": [
    {"title": "First", "score": 0.91},
    {"title": "Second", "score": 0.87},
  ]
}"""

def load_results(text):
    payload = json.loads(text)
    return [r["title"] for r in payload["results"]]

print("parsing", len(tool_output), "chars")
titles = load_results(tool_output)
print(titles)
