// Any bytes given to the Casino save reader (the checks: save_reader_checks.hpp).

#include "parlor/games/casino/save.hpp"
#include "save_reader_checks.hpp"

using namespace parlor::casino;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const parlor::fuzz::SaveReaderTarget target{
        "fuzz_casino_save",
        "a loaded state must be before a move, from a file that looks like a save"};
    return parlor::fuzz::check_save_reader(
        target, data, size, read_save, looks_like_save,
        [](const GameState& state) { return state.phase == Phase::Play; });
}
