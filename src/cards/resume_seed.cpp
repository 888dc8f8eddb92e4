#include "parlor/cards/resume_seed.hpp"

#include "parlor/cards/match_stats.hpp"

namespace parlor::cards {

std::uint64_t resume_seed(std::uint64_t seed, std::string_view position) {
    // FNV-1a: fixed by its definition, so a seed resumes the same way on every platform (unlike
    // std::hash).
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : position) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    return derive_seed(seed, hash);
}

} // namespace parlor::cards
