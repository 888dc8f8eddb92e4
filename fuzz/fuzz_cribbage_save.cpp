// Any bytes given to the Cribbage save reader (the checks: save_reader_checks.hpp).

#include "parlor/games/cribbage/save.hpp"
#include "save_reader_checks.hpp"

using namespace parlor::cribbage;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const parlor::fuzz::SaveReaderTarget target{
        "fuzz_cribbage_save",
        "a loaded state must be at a decision, from a file that looks like a save"};
    return parlor::fuzz::check_save_reader(
        target, data, size, read_save, looks_like_save, [](const GameState& state) {
            return state.phase == Phase::LayAway || state.phase == Phase::Play;
        });
}
