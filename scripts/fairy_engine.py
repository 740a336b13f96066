"""Fairy-Stockfish over UCI, for the variant scripts: `go perft` in a
variant, from a FEN and a move history, timed from the command to the
answer."""

import subprocess
import time

# What Fairy-Stockfish calls each shipped variant, and whether it plays it
# as Chess960.
ENGINE_NAME = {"chess960": ("chess", True), "caparandom": ("caparandom", True)}


def engine_name(variant):
    return ENGINE_NAME.get(variant, (variant, False))


class Engine:
    """A running engine: `perft` sets the variant when it changes."""

    def __init__(self, path):
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.variant = None

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def wait(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.startswith(prefix):
                return line

    def perft(self, variant, fen, depth, moves=()):
        """(nodes, seconds) of `go perft depth` in the shipped `variant`."""
        name, chess960 = engine_name(variant)
        if self.variant != (name, chess960):
            self.send(f"setoption name UCI_Chess960 value {'true' if chess960 else 'false'}")
            self.send(f"setoption name UCI_Variant value {name}")
            self.variant = (name, chess960)
        history = f" moves {' '.join(moves)}" if moves else ""
        self.send(f"position fen {fen}{history}")
        self.send("isready")
        self.wait("readyok")
        started = time.perf_counter()
        self.send(f"go perft {depth}")
        line = self.wait("Nodes searched")
        return int(line.split(":")[1]), time.perf_counter() - started

    def close(self):
        self.send("quit")
        self.process.wait()
