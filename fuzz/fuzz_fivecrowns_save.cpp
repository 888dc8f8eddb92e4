// Any bytes given to the Five Crowns save reader (the checks: save_reader_checks.hpp).

#include "parlor/games/fivecrowns/save.hpp"
#include "save_reader_checks.hpp"

using namespace parlor::fivecrowns;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const parlor::fuzz::SaveReaderTarget target{
        "fuzz_fivecrowns_save",
        "a loaded state must be before a turn, from a file that looks like a save"};
    return parlor::fuzz::check_save_reader(
        target, data, size, read_save, looks_like_save,
        [](const GameState& state) { return state.phase == Phase::Draw; });
}
