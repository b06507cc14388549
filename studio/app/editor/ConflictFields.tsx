import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { SaveConflict } from '../../api/contract/studio-api.ts';
import { fieldKey, valueBox, valueWords, type Choice } from './conflict-choices.ts';

interface ConflictFieldsProps {
  conflict: SaveConflict;
  theirsLabel: string;
  choices: readonly Choice[];
  onChoose: (index: number, choice: Choice) => void;
}

/** Each field both people changed: the author's value beside the other person's, and a choice between them. */
export function ConflictFields({ conflict, theirsLabel, choices, onChoose }: ConflictFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {conflict.fields.map((field, index) => {
        const name = `choice-${fieldKey(field)}`;
        return (
          <Box key={fieldKey(field)} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {field.name}
            </Typography>
            <RadioGroup
              name={name}
              value={choices[index] ?? 'mine'}
              onChange={(event) => onChoose(index, event.target.value === 'theirs' ? 'theirs' : 'mine')}
            >
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                <Box>
                  <FormControlLabel value="mine" control={<Radio />} label="Keep my version" />
                  <Box component="pre" aria-label={`My version of ${field.name}`} sx={valueBox}>
                    {valueWords(field.mine)}
                  </Box>
                </Box>
                <Box>
                  <FormControlLabel value="theirs" control={<Radio />} label={`Keep ${theirsLabel}`} />
                  <Box component="pre" aria-label={`${theirsLabel} of ${field.name}`} sx={valueBox}>
                    {valueWords(field.theirs)}
                  </Box>
                </Box>
              </Box>
            </RadioGroup>
          </Box>
        );
      })}
    </Box>
  );
}
