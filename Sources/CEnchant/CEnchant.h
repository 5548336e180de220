// Enchant 2's one public header: brokers, dictionaries, personal word lists.
#include <enchant-2/enchant.h>
