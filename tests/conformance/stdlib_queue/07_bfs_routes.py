import queue

routes = {
    "AMS": ["LHR", "CDG", "FRA"],
    "LHR": ["JFK", "AMS"],
    "CDG": ["JFK", "MAD"],
    "FRA": ["DXB"],
    "JFK": ["SFO"],
    "MAD": ["GRU"],
    "DXB": ["SIN"],
    "SFO": [], "GRU": [], "SIN": [],
}


def shortest(start, goal):
    frontier = queue.Queue()
    frontier.put([start])
    seen = {start}
    while not frontier.empty():
        path = frontier.get()
        if path[-1] == goal:
            return path
        for nxt in routes[path[-1]]:
            if nxt not in seen:
                seen.add(nxt)
                frontier.put(path + [nxt])
    return None


for goal in ["SFO", "SIN", "GRU", "AMS", "XXX" if False else "MAD"]:
    print(goal, shortest("AMS", goal))
print(shortest("SFO", "AMS"))
