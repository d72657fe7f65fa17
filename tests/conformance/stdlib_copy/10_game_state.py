# Undo stack for a board game: deep copies of the state before each move.
import copy


class Board:
    def __init__(self):
        self.cells = [["." for _ in range(3)] for _ in range(3)]
        self.moves = []
        self.meta = {"turn": "X"}

    def play(self, r, c):
        self.cells[r][c] = self.meta["turn"]
        self.moves.append((r, c))
        self.meta["turn"] = "O" if self.meta["turn"] == "X" else "X"

    def show(self):
        return "/".join("".join(row) for row in self.cells)


board = Board()
history = []
for move in [(0, 0), (1, 1), (0, 1), (2, 2)]:
    history.append(copy.deepcopy(board))
    board.play(*move)
print(board.show(), board.meta, board.moves)
for snapshot in history:
    print(snapshot.show(), snapshot.meta["turn"], len(snapshot.moves))
board = history[2]
print(board.show(), board.moves)
