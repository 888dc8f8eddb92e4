#pragma once
// The one source of randomness. Every shuffle, coin toss and AI sample draws from an Rng that
// was seeded explicitly, so a seed reproduces a game on every platform: the engine is the
// standard mt19937_64 (its output is fixed by the standard), and the bounded draws and the
// shuffle are written here because std::uniform_int_distribution and std::shuffle are not
// specified exactly and differ between standard libraries.

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace parlor::cards {

class Rng {
  public:
    explicit Rng(std::uint64_t seed) : engine_(seed) {}

    std::uint64_t next() { return engine_(); }

    // Uniform in [0, bound), bound > 0, without modulo bias.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
        std::uint64_t x;
        do {
            x = engine_();
        } while (x >= limit);
        return x % bound;
    }

    // Uniform in [lo, hi].
    int between(int lo, int hi) {
        return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1));
    }

    bool coin() { return (engine_() >> 63) != 0; }

    // A fresh seed for a child generator (an AI's own sampling, say).
    std::uint64_t fork_seed() { return engine_(); }

    template <class T> void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::swap(items[i - 1], items[below(i)]);
        }
    }

  private:
    std::mt19937_64 engine_;
};

} // namespace parlor::cards
